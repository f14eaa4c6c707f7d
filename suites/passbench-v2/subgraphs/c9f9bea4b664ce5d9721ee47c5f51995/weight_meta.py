class Program_weight_tensor_meta_linear_30:
    name = "linear_30"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009937344820401231
    std = 0.14320355571418922
    data = None
    min_val = -0.734351634979248
    max_val = 0.6922747492790222
