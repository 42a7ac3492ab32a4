const { chromium } = require('playwright');
(async()=>{
 const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
 const p = await b.newPage({viewport:{width:1280,height:800}});
 await p.goto('http://127.0.0.1:3991/market');
 const form = await p.$$eval('form', fs=>fs.map(f=>({action:f.action, method:f.method, fields:[...f.elements].map(e=>({tag:e.tagName,name:e.name,type:e.type, label:(e.labels&&e.labels[0]?e.labels[0].innerText:''), opts: e.tagName==='SELECT'?[...e.options].map(o=>o.value+':'+o.text).slice(0,80):undefined}))})));
 console.log(JSON.stringify(form,null,1));
 await p.screenshot({path:'/tmp/visitor20/filters-1280.png', clip:{x:0,y:740,width:1280,height:400}});
 await b.close();
})();
