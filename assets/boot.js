// The page before its wasm runs: index.html's shell says that the solver is loading, and if a
// file of the app fails to download (the first visit, offline or on a dropping connection) it
// says so, in the reader's language, with a Reload button, instead of leaving a blank page. The
// app removes the shell when it draws itself (`ui::start`), after which this script is silent.
//
// Runs in <head>, before the app's module script, so that it hears that script's failure.
(() => {
  // The title, the introduction and the Language menu's words are the app's (src/ui/i18n: a
  // test there keeps them the same): the app draws them where the shell did, so the page's first
  // paint is its header, not a blank page, and nothing moves when the app takes over. The
  // language is chosen as the app chooses it (the saved choice, else `Locale::preferred` in
  // src/ui/i18n/mod.rs): the app is not there to ask.
  const TEXT = {
    en: {
      title: 'Sudoku solver',
      intro: 'Paste judge input as the judge gives it (BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, POJ 3074, POJ 3076, BOJ 4574, LeetCode 37, 81-character lines) or type on the board, then Solve.',
      language: 'Language',
      name: 'English',
      loading: 'Loading the solver…',
      offline: 'This page could not load: you are offline, and it has not been saved on this device yet. Connect to the internet and reload; after one complete visit it works offline.',
      failed: 'This page could not load its solver: a file did not download. Check the connection and reload.',
      reload: 'Reload',
    },
    ko: {
      title: '스도쿠 풀이기',
      intro: '채점 사이트의 입력(BOJ 2580, BOJ 2239, POJ 2676, POJ 2918, POJ 3074, POJ 3076, BOJ 4574, LeetCode 37, 81글자 줄)을 그대로 붙여 넣거나 보드에 직접 입력한 뒤 풀기를 누르세요.',
      language: '언어 (Language)',
      name: '한국어',
      loading: '풀이기를 불러오는 중…',
      offline: '이 페이지를 불러오지 못했습니다. 오프라인이고, 이 기기에는 아직 저장되지 않았습니다. 인터넷에 연결한 뒤 새로 고치세요. 한 번 모두 불러오면 오프라인에서도 작동합니다.',
      failed: '풀이기를 불러오지 못했습니다. 파일 하나를 내려받지 못했습니다. 연결을 확인하고 새로 고치세요.',
      reload: '새로 고침',
    },
    'zh-Hans': {
      title: '数独求解器',
      intro: '按评测网站给出的原样粘贴输入（BOJ 2580、BOJ 2239、POJ 2676、POJ 2918、POJ 3074、POJ 3076、BOJ 4574、LeetCode 37、81 字符行），或直接在棋盘上输入，然后点“求解”。',
      language: '语言 (Language)',
      name: '简体中文',
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
    shell.querySelector('.intro').textContent = text.intro;
    // The Language menu's place, as the app will draw it (hidden: its height is what counts).
    shell.querySelector('.placeholder > span').textContent = text.language;
    shell.querySelector('.placeholder option').textContent = text.name;
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
  // A script or style sheet of the page that does not download: its `error` event does not
  // bubble, but passes the window on its way down.
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement) fail();
    if (target instanceof HTMLLinkElement && /^(preload|modulepreload|stylesheet)$/.test(target.rel)) fail();
  }, true);
  // The app's script or wasm not downloaded, or the wasm not compiling: the start-up script
  // says so (scripts/no-inline-script.mjs writes it). And any promise of the start rejected
  // while the shell is up.
  addEventListener('sudoku-start-failed', () => {
    if (document.getElementById('shell')) fail();
  });
  addEventListener('unhandledrejection', () => {
    if (document.getElementById('shell')) fail();
  });
  // Settled once the shell has been painted and shown (the browser's first contentful paint):
  // only then are the app's script and wasm fetched (the start-up script waits for it:
  // scripts/no-inline-script.mjs says why), and the app waits for it before it takes over
  // (`ui::start`), so that the page's first paint is the shell's header, never a blank page,
  // even where the app's files come at once (from the cache, or a fast connection). A tab in
  // the background paints nothing: there it settles at once (and if the tab is hidden before
  // its first paint). Without paint timing in the browser, after the first frame; and after
  // 3 s in any case, so that nothing can keep the app from starting.
  window.sudokuShellPainted = new Promise((resolvePromise) => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') resolve();
    };
    const resolve = () => {
      removeEventListener('visibilitychange', onHidden);
      resolvePromise();
    };
    const settle = () => setTimeout(resolve);
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    addEventListener('visibilitychange', onHidden);
    setTimeout(resolve, 3000);
    try {
      if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) throw new Error('no paint timing');
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        settle();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(() => settle());
    }
  });

  // The shell speaks the reader's language from its first paint: filled in as soon as the parser
  // has put it in (its button is its last element), before the browser can paint it, not when
  // the document has finished loading (it can be painted long before). The app can draw itself
  // (and remove the shell) before that too, when its files come from the cache: so nothing here
  // may assume the shell is still there.
  const parsed = new MutationObserver(() => {
    if (!document.querySelector('#shell button')) return;
    parsed.disconnect();
    show();
  });
  parsed.observe(document, { childList: true, subtree: true });
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('#shell button')) location.reload();
  });
})();
