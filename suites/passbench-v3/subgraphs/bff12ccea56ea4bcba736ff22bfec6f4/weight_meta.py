class Program_weight_tensor_meta_residual_spatial_4:
    name = "residual_spatial_4"
    shape = [8, 196, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.369713319748548e-05
    std = 0.0012788128307469476
    data = None
    min_val = -0.004356681369245052
    max_val = 0.004339518491178751
