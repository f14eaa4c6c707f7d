class Program_weight_tensor_meta_permute_1:
    name = "permute_1"
    shape = [1, 24, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.65652040789193e-05
    std = 0.15644900756656596
    data = None
    min_val = -0.745754063129425
    max_val = 0.6919366717338562
