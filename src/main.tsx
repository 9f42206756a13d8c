// Entry of the portal.
import '#app/zod-jitless.ts';
import '#app/trusted-types.ts';
import './index.css';
import { boot } from '#app/boot.tsx';

const container = document.getElementById('root');
if (container) boot(container);
