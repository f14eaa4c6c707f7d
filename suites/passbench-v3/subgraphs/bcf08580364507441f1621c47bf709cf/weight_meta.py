class Program_weight_tensor_meta_getitem_6:
    name = "getitem_6"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.286801686880618e-05
    std = 0.022539626911747747
    data = None
    min_val = -0.10862091183662415
    max_val = 0.1104511097073555


class Program_weight_tensor_meta_residual_temporal_1:
    name = "residual_temporal_1"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.7079824941004013e-06
    std = 0.0005301533481816526
    data = None
    min_val = -0.0022712883073836565
    max_val = 0.0022405157797038555


class Program_weight_tensor_meta_embeddings_10:
    name = "embeddings_10"
    shape = [1, 1569, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.31337135948302e-05
    std = 0.022532899004977805
    data = None
    min_val = -0.10862091183662415
    max_val = 0.1104511097073555
