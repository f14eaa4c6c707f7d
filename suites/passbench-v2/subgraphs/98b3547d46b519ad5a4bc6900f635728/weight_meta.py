class Program_weight_tensor_meta_mean:
    name = "mean"
    shape = [1, 96, 1, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.400645941612574e-09
    std = 3.275404036615083e-07
    data = None
    min_val = -1.8626592463988345e-06
    max_val = 2.3639943265152397e-06


class Program_weight_tensor_meta_gates:
    name = "gates"
    shape = [1, 3, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003394808739596421
    std = 0.037357711360452156
    data = None
    min_val = -0.13310673832893372
    max_val = 0.12090378254652023


class Program_weight_tensor_meta_ctx_all_1:
    name = "ctx_all_1"
    shape = [1, 96, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.88470493811171e-08
    std = 9.427354996939334e-06
    data = None
    min_val = -0.00013324603787623346
    max_val = 0.00011647183418972418
