class Program_weight_tensor_meta_permute_3:
    name = "permute_3"
    shape = [1, 15, 4, 8]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0015590258872786459
    std = 0.003949372248598221
    data = None
    min_val = -0.008032978512346745
    max_val = 0.005439356900751591
