// Entry of the portal.
import './config';
import './index.css';
import { boot } from '#app/boot';

const container = document.getElementById('root');
if (container) boot(container);
