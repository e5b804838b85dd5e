// The script of the support chat's frame page (server/chat/frame-page.ts), served as a file so the page's policy
// can forbid inline script. It waits for the parent app (same origin only) to hand it the visitor's session token
// or guest device id and the translated labels, then reads and writes /api/chat with them. Every message is put on
// the page with textContent: whatever anyone typed stays text.

export const FRAME_SCRIPT = `'use strict';
(function () {
  var visitor = null;
  var labels = {};
  var lastId = 0;
  var list = document.getElementById('messages');
  var form = document.getElementById('composer');
  var input = document.getElementById('text');
  var send = document.getElementById('send');
  var attach = document.getElementById('attach');
  var file = document.getElementById('file');
  var notice = document.getElementById('notice');
  var empty = document.getElementById('empty');

  function toParent(message) { window.parent.postMessage(message, location.origin); }

  function call(path, body) {
    var headers = { 'content-type': 'application/json', lang: visitor.lang };
    if (visitor.token) headers.authorization = visitor.token;
    else body.device_id = visitor.deviceId;
    return fetch(path, { method: 'POST', headers: headers, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) { return response.json(); });
  }

  function say(text) { notice.textContent = text || ''; notice.hidden = !text; }

  function timeOf(ms) {
    try { return new Date(ms).toLocaleTimeString(visitor.lang, { hour: '2-digit', minute: '2-digit' }); } catch (e) { return ''; }
  }

  function show(message) {
    if (message.id <= lastId) return;
    lastId = message.id;
    empty.hidden = true;
    var row = document.createElement('li');
    row.className = message.sender === 1 ? 'bubble support' : 'bubble mine';
    var who = document.createElement('span');
    who.className = 'who';
    who.textContent = message.sender === 1 ? labels.support : labels.you;
    row.appendChild(who);
    if (message.body) {
      var text = document.createElement('p');
      // Each message runs in its own direction: English in an Arabic chat keeps its full stop at its end.
      text.dir = 'auto';
      text.textContent = message.body;
      row.appendChild(text);
    }
    if (message.image && message.image.indexOf('/') === 0 && message.image.indexOf('//') !== 0) {
      var image = document.createElement('img');
      image.alt = labels.image;
      row.appendChild(image);
      showImage(image, message.image);
    }
    var time = document.createElement('time');
    time.textContent = timeOf(message.created_at);
    row.appendChild(time);
    list.appendChild(row);
    row.scrollIntoView({ block: 'end' });
  }

  // Uploads are served to their owner's session only, which an <img> address cannot carry: the image is fetched
  // with the token and shown from memory (the page's policy allows blob: images and nothing from elsewhere).
  function showImage(image, url) {
    if (!visitor.token) return;
    fetch(url, { headers: { authorization: visitor.token }, credentials: 'same-origin' })
      .then(function (response) {
        var type = response.headers.get('content-type') || '';
        return response.ok && type.indexOf('image/') === 0 ? response.blob() : null;
      })
      .then(function (blob) { if (blob) image.src = URL.createObjectURL(blob); }, function () {});
  }

  function refresh() {
    if (!visitor) return Promise.resolve();
    return call('/api/chat/messages', { after_id: lastId }).then(function (answer) {
      if (answer.code !== 1) return say(answer.msg);
      answer.data.messages.forEach(show);
      if (answer.data.status === 1) say(labels.closed); else if (notice.textContent === labels.closed) say('');
      toParent({ type: 'meridian-chat-read' });
    }, function () { say(labels.failed); });
  }

  function submit(body) {
    send.disabled = true;
    return call('/api/chat/send', body).then(function (answer) {
      send.disabled = false;
      if (answer.code !== 1) return say(answer.msg);
      say('');
      input.value = '';
      show(answer.data);
    }, function () { send.disabled = false; say(labels.failed); });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text || !visitor) return;
    submit({ body: text });
  });

  attach.addEventListener('click', function () { file.click(); });
  file.addEventListener('change', function () {
    var chosen = file.files && file.files[0];
    if (!chosen || !visitor || !visitor.token) return;
    var data = new FormData();
    data.append('file', chosen);
    fetch('/api/common/image_upload', { method: 'POST', headers: { authorization: visitor.token, lang: visitor.lang }, body: data })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        file.value = '';
        if (answer.code !== 1) return say(answer.msg);
        return submit({ image: answer.data.url });
      }, function () { say(labels.failed); });
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.type === 'meridian-chat-init') {
      visitor = { token: data.token || null, deviceId: data.deviceId || null, lang: data.lang || 'en' };
      labels = data.labels || {};
      document.documentElement.lang = visitor.lang;
      document.documentElement.dir = data.dir === 'rtl' ? 'rtl' : 'ltr';
      document.documentElement.dataset.theme = data.theme === 'dark' ? 'dark' : 'light';
      input.placeholder = labels.placeholder || '';
      input.setAttribute('aria-label', labels.placeholder || '');
      send.textContent = labels.send || '';
      attach.setAttribute('aria-label', labels.attach || '');
      attach.hidden = !visitor.token;
      empty.textContent = labels.empty || '';
      form.hidden = false;
      refresh();
    } else if (data.type === 'meridian-chat-push') {
      refresh();
    }
  });

  // A guest has no socket: it asks for what is new while the chat is shown.
  setInterval(function () { if (!document.hidden) refresh(); }, 4000);
  toParent({ type: 'meridian-chat-ready' });
})();
`;
