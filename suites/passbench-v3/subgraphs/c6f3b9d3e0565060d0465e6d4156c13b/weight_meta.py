class Program_weight_tensor_meta_input_18:
    name = "input_18"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.191048820815069e-09
    std = 4.385606807975367e-08
    data = None
    min_val = -2.765440001439856e-07
    max_val = 4.364798087408417e-07


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 4, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.01743576861041888
    std = 0.05073888963253525
    data = None
    min_val = -0.16841548681259155
    max_val = 0.19498877227306366


class Program_weight_tensor_meta_ctx_all_10:
    name = "ctx_all_10"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.3147055939934038e-06
    std = 2.4719828241850712e-05
    data = None
    min_val = -0.00027088276692666113
    max_val = 0.00025789631763473153
