class Program_weight_tensor_meta_getitem_14:
    name = "getitem_14"
    shape = [1, 16, 196, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00556556944037728
    std = 0.12611873020763173
    data = None
    min_val = -0.5783370733261108
    max_val = 0.5680292248725891


class Program_weight_tensor_meta_getitem_11:
    name = "getitem_11"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0030290079681969287
    std = 0.12691899608670912
    data = None
    min_val = -0.5783370733261108
    max_val = 0.5828031301498413


class Program_weight_tensor_meta_sin_emb_1:
    name = "sin_emb_1"
    shape = [16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.008095659889730723
    std = 0.5240344242856393
    data = None
    min_val = -0.9999997615814209
    max_val = 0.9999998807907104


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.002781689188112382
    std = 0.10806423245035263
    data = None
    min_val = -0.5698844194412231
    max_val = 0.509962260723114


class Program_weight_tensor_meta_getitem_10:
    name = "getitem_10"
    shape = [1, 16, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00143083625802376
    std = 0.12813383471222825
    data = None
    min_val = -0.452485591173172
    max_val = 0.46296101808547974


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0022791037240135147
    std = 0.1273730758398292
    data = None
    min_val = -0.5433425307273865
    max_val = 0.5370132923126221


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0005439307735412493
    std = 0.12822848201072595
    data = None
    min_val = -0.6288700103759766
    max_val = 0.5584151148796082
