// Entry of the portal.
import '#app/zod-jitless';
import '#app/trusted-types';
import './index.css';
import { boot } from '#app/boot';

const container = document.getElementById('root');
if (container) boot(container);
