class Program_weight_tensor_meta_reshape_27:
    name = "reshape_27"
    shape = [96, 197, 3, 12, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006640992213936559
    std = 0.11144099317233983
    data = None
    min_val = -0.6443129777908325
    max_val = 0.6432166695594788
