// Entry of the portal, small on purpose: the portal itself is a chunk it loads (src/app/load-portal.ts).
import '#app/trusted-types.ts';
import './index.css';
import { loadPortal } from '#app/load-portal.ts';

const container = document.getElementById('root');
if (container) loadPortal(container);
