// The page before its wasm runs: index.html's shell says that the solver is loading, and if a
// file of the app fails to download (the first visit, offline or on a dropping connection) it
// says so, in the reader's language, with a Reload button, instead of leaving a blank page. The
// app removes the shell when it draws itself (`ui::start`), after which this script is silent.
//
// Runs in <head>, before the app's module script, so that it hears that script's failure.
(() => {
  // The titles are the app's (`title` in src/ui/i18n); the language is chosen as the app
  // chooses it (the saved choice, else `Locale::preferred` in src/ui/i18n/mod.rs): the app is
  // not there to ask.
  const TEXT = {
    en: {
      title: 'Sudoku solver',
      loading: 'Loading the solver…',
      offline: 'This page could not load: you are offline, and it has not been saved on this device yet. Connect to the internet and reload; after one complete visit it works offline.',
      failed: 'This page could not load its solver: a file did not download. Check the connection and reload.',
      reload: 'Reload',
    },
    ko: {
      title: '스도쿠 풀이기',
      loading: '풀이기를 불러오는 중…',
      offline: '이 페이지를 불러오지 못했습니다. 오프라인이고, 이 기기에는 아직 저장되지 않았습니다. 인터넷에 연결한 뒤 새로 고치세요. 한 번 모두 불러오면 오프라인에서도 작동합니다.',
      failed: '풀이기를 불러오지 못했습니다. 파일 하나를 내려받지 못했습니다. 연결을 확인하고 새로 고치세요.',
      reload: '새로 고침',
    },
    'zh-Hans': {
      title: '数独求解器',
      loading: '正在加载求解器…',
      offline: '无法加载本页：你处于离线状态，且本页尚未保存到此设备。请联网后重新加载；完整访问一次后即可离线使用。',
      failed: '无法加载求解器：有文件未能下载。请检查网络后重新加载。',
      reload: '重新加载',
    },
  };
  const language = () => {
    try {
      const saved = localStorage.getItem('sudoku-wasm.locale');
      if (saved && TEXT[saved]) return saved;
    } catch (e) {
      // Storage refused: the browser's preference decides.
    }
    for (const tag of navigator.languages || [navigator.language || '']) {
      const primary = tag.split(/[-_]/)[0].toLowerCase();
      if (primary === 'en') return 'en';
      if (primary === 'ko') return 'ko';
      if (primary === 'zh') return 'zh-Hans';
    }
    return 'en';
  };

  let failed = false;
  const show = () => {
    const shell = document.getElementById('shell');
    if (!shell) return; // the app has drawn itself (or the body is not parsed yet)
    const lang = language();
    const text = TEXT[lang];
    document.documentElement.lang = lang;
    shell.querySelector('h1').textContent = text.title;
    const status = shell.querySelector('[role=status]');
    status.textContent = failed ? (navigator.onLine === false ? text.offline : text.failed) : text.loading;
    shell.classList.toggle('failed', failed);
    const button = shell.querySelector('button');
    button.textContent = text.reload;
    button.hidden = !failed;
  };
  const fail = () => {
    if (failed) return;
    failed = true;
    show();
  };
  // A script, module or preloaded file of the page that does not download: its `error` event
  // does not bubble, but passes the window on its way down.
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement) fail();
    if (target instanceof HTMLLinkElement && /^(preload|modulepreload|stylesheet)$/.test(target.rel)) fail();
  }, true);
  // The wasm's fetch or compilation failing rejects the start-up script's `init`.
  addEventListener('unhandledrejection', () => {
    if (document.getElementById('shell')) fail();
  });
  // The app can draw itself (and remove the shell) before the document has finished parsing, when
  // its files come from the cache: so nothing here may assume the shell is still there.
  document.addEventListener('DOMContentLoaded', show);
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('#shell button')) location.reload();
  });
})();
