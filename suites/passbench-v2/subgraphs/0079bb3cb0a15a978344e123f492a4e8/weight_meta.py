class Program_weight_tensor_meta_q_patches_16:
    name = "q_patches_16"
    shape = [1, 16, 196, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009186590835413377
    std = 0.9999294608212852
    data = None
    min_val = -4.3774518966674805
    max_val = 4.249406814575195


class Program_weight_tensor_meta_cos_1:
    name = "cos_1"
    shape = [196, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.6582940203204218
    std = 0.5681204178588103
    data = None
    min_val = -1.0
    max_val = 0.9999821186065674


class Program_weight_tensor_meta_sin_1:
    name = "sin_1"
    shape = [196, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.925218378368803e-08
    std = 0.49389609772751103
    data = None
    min_val = -0.9999534487724304
    max_val = 0.9999534487724304
