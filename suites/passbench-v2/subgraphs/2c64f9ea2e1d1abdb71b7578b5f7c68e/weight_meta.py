class Program_weight_tensor_meta_scale_88:
    name = "scale_88"
    shape = [1, 3024, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 7.908394713657794e-05
    std = 0.0064241102997309495
    data = None
    min_val = -0.02081018127501011
    max_val = 0.021317820996046066


class Program_weight_tensor_meta_input_187:
    name = "input_187"
    shape = [1, 3024, 7, 7]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.051029382111771e-08
    std = 6.217740940444415e-08
    data = None
    min_val = 0.0
    max_val = 5.506284992407018e-07
