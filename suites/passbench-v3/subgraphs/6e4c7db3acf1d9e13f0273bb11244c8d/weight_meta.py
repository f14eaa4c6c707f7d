class Program_weight_tensor_meta_residual_spatial_8:
    name = "residual_spatial_8"
    shape = [96, 196, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.493206023079603e-05
    std = 0.00887622079057392
    data = None
    min_val = -0.02855321764945984
    max_val = 0.03398534655570984
