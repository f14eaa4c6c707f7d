class Program_weight_tensor_meta_keys_23:
    name = "keys_23"
    shape = [1, 16, 1024, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.007193022867649099
    std = 0.1759635738079793
    data = None
    min_val = -0.7020274996757507
    max_val = 0.6494637727737427


class Program_weight_tensor_meta_values_23:
    name = "values_23"
    shape = [1, 16, 1024, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0055763294018118525
    std = 0.13126925717894572
    data = None
    min_val = -0.545512855052948
    max_val = 0.4949222207069397
