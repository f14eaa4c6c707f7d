class Program_weight_tensor_meta_hidden_states_84:
    name = "hidden_states_84"
    shape = [1, 128, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.93487520930336e-05
    std = 0.029684362098507198
    data = None
    min_val = -0.14975304901599884
    max_val = 0.11991699039936066


class Program_weight_tensor_meta_rsqrt_24:
    name = "rsqrt_24"
    shape = [1, 128, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 33.82667499780655
    std = 1.668242523930259
    data = None
    min_val = 24.343185424804688
    max_val = 35.167545318603516
