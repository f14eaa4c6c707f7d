class Program_weight_tensor_meta_mean_22:
    name = "mean_22"
    shape = [1, 2816, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.194336365456814e-10
    std = 4.1780737830255416e-08
    data = None
    min_val = -5.778072136308765e-07
    max_val = 3.9249840710908757e-07


class Program_weight_tensor_meta_gates_22:
    name = "gates_22"
    shape = [1, 4, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.03567151459912789
    std = 0.19915408702988685
    data = None
    min_val = -0.5713449716567993
    max_val = 0.5316970348358154


class Program_weight_tensor_meta_ctx_all_90:
    name = "ctx_all_90"
    shape = [1, 2816, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.6051855614242923e-06
    std = 0.0002314560812532553
    data = None
    min_val = -0.002762419171631336
    max_val = 0.0023821236100047827
