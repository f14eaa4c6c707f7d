class Program_weight_tensor_meta_mul_2:
    name = "mul_2"
    shape = []
    dtype = "torch.float32"
    device = "cpu"
    mean = 64.0
    std = 0.0
    data = [64.0]
    min_val = 64.0
    max_val = 64.0


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [24, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.65652040789193e-05
    std = 0.15644900756656596
    data = None
    min_val = -0.745754063129425
    max_val = 0.6919366717338562
