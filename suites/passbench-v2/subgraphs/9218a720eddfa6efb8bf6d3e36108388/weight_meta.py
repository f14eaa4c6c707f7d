class Program_weight_tensor_meta_h:
    name = "h"
    shape = [1, 128, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.207283188627216e-05
    std = 0.08950478941484785
    data = None
    min_val = -0.4392852485179901
    max_val = 0.4210461974143982
