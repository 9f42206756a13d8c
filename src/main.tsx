// Entry of the portal.
import '#app/zod-jitless.ts';
import '#app/trusted-types.ts';
import './index.css';
import { boot } from '#app/boot.tsx';

const container = document.getElementById('root');
// In a task of its own: evaluating the modules and starting the portal in one task made the longest task of every
// first page (Lighthouse's total blocking time counts each task's time past 50 ms).
if (container) setTimeout(() => boot(container), 0);
