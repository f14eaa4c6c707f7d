class Program_weight_tensor_meta_permute_2:
    name = "permute_2"
    shape = [6, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.298186481223545e-05
    std = 7.665484732865527e-05
    data = None
    min_val = -0.0004928690614178777
    max_val = 9.268335998058319e-05
