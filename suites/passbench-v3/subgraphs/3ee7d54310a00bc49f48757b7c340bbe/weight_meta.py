class Program_weight_tensor_meta_input_29:
    name = "input_29"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.729569456224587e-09
    std = 1.222822194958475e-07
    data = None
    min_val = -1.3938425809101318e-06
    max_val = 8.45030967866478e-07


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 4, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00194281938649733
    std = 0.07631373557369893
    data = None
    min_val = -0.2316688895225525
    max_val = 0.21057476103305817


class Program_weight_tensor_meta_ctx_all_17:
    name = "ctx_all_17"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.7324286826420364e-07
    std = 2.6147874896169982e-05
    data = None
    min_val = -0.00030427021556533873
    max_val = 0.00032021975493989885
