import random, re, sys
V='/work/wt-rsa/vectors/nist-cavp/rsa/'
def records(path, mod, alg):
    n=e=d=None; cur_mod=None; out=[]
    rec={}
    for line in open(path):
        line=line.strip()
        m=re.match(r'\[mod = (\d+)\]', line)
        if m: cur_mod=int(m.group(1)); continue
        if '=' not in line or line.startswith('#'): continue
        k,v=[x.strip() for x in line.split('=',1)]
        if k=='n': n=v
        elif k=='e': e=v
        elif k=='d': d=v
        elif k=='SHAAlg': rec={'alg':v}
        else:
            rec[k]=v
            if k=='S' and cur_mod==mod and rec['alg']==alg:
                return n,e,d,rec
def factor(n,e,d):
    k=e*d-1; t=0; r=k
    while r%2==0: r//=2; t+=1
    rnd=random.Random(1)
    while True:
        g=rnd.randrange(2,n-1); x=pow(g,r,n)
        for _ in range(t):
            y=pow(x,2,n)
            if y==1 and x not in (1,n-1):
                import math; p=math.gcd(x-1,n); return max(p,n//p), min(p,n//p)
            x=y
def arr(name,h,width):
    b=bytes.fromhex(h) if isinstance(h,str) else h
    return f"const {name}: [u8; {len(b)}] = hex!(\"{b.hex()}\");\n"
def blen(x, nbytes): return x.to_bytes(nbytes,'big')
out="// Generated from public vectors by the script in the module docs; see there.\n"
for (label, path, mod, salt) in [("RSA3072_PSS", V+'SigGenPSS_186-2.txt', 3072, True), ("RSA2048_PKCS1", V+'SigGen15_186-2.txt', 2048, False), ("RSA1024_PKCS1", V+'SigGen15_186-2.txt', 1024, False)]:
    n,e,d,rec=records(path,mod,'SHA256')
    N,E,D=int(n,16),int(e,16),int(d,16)
    p,q=factor(N,E,D); assert p*q==N
    nb=mod//8; hb=nb//2
    dp,dq,qi=D%(p-1),D%(q-1),pow(q,-1,p)
    S=int(rec['S'],16); assert pow(S,E,N)==pow(pow(S,E,N),1,N)
    out+=f"// {label}: {path.split('/')[-1]}, [mod = {mod}], SHAAlg = SHA256, Msg = {rec['Msg'][:16]}...\n"
    out+=arr(label+"_N",blen(N,nb),0)+arr(label+"_E",blen(E,(E.bit_length()+7)//8),0)+arr(label+"_D",blen(D,nb),0)
    out+=arr(label+"_P",blen(p,hb),0)+arr(label+"_Q",blen(q,hb),0)+arr(label+"_DP",blen(dp,hb),0)+arr(label+"_DQ",blen(dq,hb),0)+arr(label+"_QINV",blen(qi,hb),0)
    out+=arr(label+"_MSG",rec['Msg'],0)+arr(label+"_SIG",rec['S'].lower(),0)
    if salt: out+=arr(label+"_SALT",rec['SaltVal'],0)
print(out)
