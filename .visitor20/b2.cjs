const { chromium } = require('playwright');
const B='http://127.0.0.1:3991';
(async()=>{
 const b = await chromium.launch({executablePath:'/usr/bin/chromium'});
 for (const w of [1280,390]) {
 const p = await b.newPage({viewport:{width:w,height:800}});
 await p.goto(B+'/market');
 await p.fill('input[name=q]','film');
 await p.selectOption('select[name=role]','buyer');
 await p.selectOption('select[name=country]','NG');
 await Promise.all([p.waitForLoadState('networkidle'), p.click('form[method=get] button[type=submit]')]);
 await p.waitForTimeout(800);
 console.log(w, p.url());
 console.log((await p.innerText('main')).slice(0,1500).replace(/\n+/g,' | '));
 await p.screenshot({path:`/tmp/visitor20/search-${w}.png`, fullPage:true});
 // no results
 await p.goto(B+'/market?q=zzzzqqq');
 console.log('NORES', (await p.innerText('main')).slice(0,800).replace(/\n+/g,' | '));
 await p.screenshot({path:`/tmp/visitor20/noresult-${w}.png`, fullPage:true});
 await p.goto(B+'/market?sector=music&page=2');
 console.log('P2', p.url(), (await p.innerText('main')).slice(0,300).replace(/\n+/g,' | '));
 const links = await p.$$eval('a', as=>as.map(a=>a.innerText.trim()+' -> '+a.getAttribute('href')).filter(s=>/page|Page|Prev|Next|page/.test(s)));
 console.log(links);
 await p.close();
 }
 const p = await b.newPage({viewport:{width:1280,height:800}});
 await p.goto(B+'/market');
 const href = await p.$eval('main a[href^="/market/"]', a=>a.getAttribute('href'));
 console.log('first profile', href);
 const hrefs = await p.$$eval('main a', as=>as.map(a=>a.getAttribute('href')).slice(0,60));
 console.log(hrefs.join(' '));
 await b.close();
})();
