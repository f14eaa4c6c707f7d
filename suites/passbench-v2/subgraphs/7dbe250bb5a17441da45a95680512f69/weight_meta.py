class Program_weight_tensor_meta_matmul:
    name = "matmul"
    shape = [1, 12, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0023490628334919272
    std = 0.09520788883779226
    data = None
    min_val = -0.4578428864479065
    max_val = 0.46079277992248535


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1, 1, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
