class Program_weight_tensor_meta_permute_6:
    name = "permute_6"
    shape = [6, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.123739872175556e-05
    std = 6.568718711299765e-05
    data = None
    min_val = -0.00020814550225622952
    max_val = 0.0002913267526309937
