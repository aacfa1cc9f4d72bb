import type { BrowserWindow as BrowserWindowType, BrowserWindowConstructorOptions } from 'electron';
import { escapeHtml } from '../../shared/html';
import type { Credentials, ProxyInfo } from './proxyAuth';

/** Where the form "goes" on submit: never loaded, the navigation is caught and refused. */
const ANSWER_URL = 'https://proxy-sign-in.invalid/';

/** The question's page: a plain form, no script (the window has none of the app's preload either). */
export function proxyFormHtml(info: ProxyInfo, retry: boolean): string {
  const where = escapeHtml(`${info.host}:${info.port}`);
  const realm = info.realm ? ` (${escapeHtml(info.realm)})` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action https://proxy-sign-in.invalid">
<title>Proxy sign-in</title><style>body{font:14px system-ui,sans-serif;margin:16px}label{display:block;margin:8px 0 4px}input{width:100%;box-sizing:border-box;padding:4px}p.w{color:#b83211}button{margin-top:12px}</style></head>
<body><p>The network’s proxy <b>${where}</b>${realm} asks for a user name and password (from your school’s IT).</p>
${retry ? '<p class="w">The proxy did not accept the last ones.</p>' : ''}
<form method="get" action="${ANSWER_URL}"><label for="u">User name</label><input id="u" name="u" autocomplete="username" autofocus required>
<label for="p">Password</label><input id="p" name="p" type="password" autocomplete="current-password">
<button type="submit">Sign in</button> <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></form></body></html>`;
}

/** The answer a submitted form's address carries, or null for Cancel or another address. */
export function proxyAnswer(url: string): Credentials | null {
  if (!url.startsWith(ANSWER_URL)) return null;
  const q = new URL(url).searchParams;
  if (q.get('cancel')) return null;
  return { username: q.get('u') ?? '', password: q.get('p') ?? '' };
}

type WindowCtor = new (options: BrowserWindowConstructorOptions) => BrowserWindowType;

/** The native question: a small modal window over the app's, sandboxed, nothing loaded from the network. */
export function askProxyCredentials(
  BrowserWindow: WindowCtor,
  getParent: () => BrowserWindowType | null,
): (info: ProxyInfo, retry: boolean) => Promise<Credentials | null> {
  return (info, retry) =>
    new Promise((resolve) => {
      const parent = getParent();
      const win = new BrowserWindow({
        width: 420,
        height: 300,
        resizable: false,
        minimizable: false,
        title: 'Proxy sign-in',
        ...(parent && !parent.isDestroyed() ? { parent, modal: true } : {}),
        webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false },
      });
      let answer: Credentials | null = null;
      win.webContents.on('will-navigate', (event, url) => {
        event.preventDefault();
        answer = proxyAnswer(url);
        win.close();
      });
      win.on('closed', () => resolve(answer));
      void win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(proxyFormHtml(info, retry))}`);
    });
}
