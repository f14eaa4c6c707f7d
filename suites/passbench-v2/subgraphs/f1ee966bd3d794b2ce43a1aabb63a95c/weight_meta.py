class Program_weight_tensor_meta_mul_2:
    name = "mul_2"
    shape = []
    dtype = "torch.float16"
    device = "cpu"
    mean = 192.0
    std = 0.0
    data = [192.0]
    min_val = 192.0
    max_val = 192.0


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [12, 24, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2005373164914166e-12
    std = 1.0981188199261503e-10
    data = None
    min_val = -5.422781113040287e-10
    max_val = 4.291063893102631e-10
