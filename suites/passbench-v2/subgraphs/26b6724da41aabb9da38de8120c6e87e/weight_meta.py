class Program_weight_tensor_meta_input_24:
    name = "input_24"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.041654873427219e-09
    std = 3.4653503944983e-08
    data = None
    min_val = -2.3651624303511198e-07
    max_val = 2.1064734312403743e-07


class Program_weight_tensor_meta_getitem_26:
    name = "getitem_26"
    shape = [1, 1, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.05198796810962412
    std = 0.0008468372105486876
    data = None
    min_val = -0.054816748946905136
    max_val = -0.049603842198848724


class Program_weight_tensor_meta_ctx_all_13:
    name = "ctx_all_13"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.317408115737906e-07
    std = 2.060465408898016e-06
    data = None
    min_val = -1.2984020941075869e-05
    max_val = 1.1171938240295276e-05
