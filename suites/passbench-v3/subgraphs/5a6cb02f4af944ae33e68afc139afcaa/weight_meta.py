class Program_weight_tensor_meta_add_6:
    name = "add_6"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0005416713148081561
    std = 0.09834032445616592
    data = None
    min_val = -0.4440248906612396
    max_val = 0.394924521446228


class Program_weight_tensor_meta_mul_4:
    name = "mul_4"
    shape = [1, 19, 3072]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00027043543746772835
    std = 0.04910677764961612
    data = None
    min_val = -0.22010521590709686
    max_val = 0.1961131989955902
