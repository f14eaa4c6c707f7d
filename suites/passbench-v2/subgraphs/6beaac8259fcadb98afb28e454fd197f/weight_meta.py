class Program_weight_tensor_meta_getitem_17:
    name = "getitem_17"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002745196607152394
    std = 0.025777666193947564
    data = None
    min_val = -0.13056878745555878
    max_val = 0.12148387730121613


class Program_weight_tensor_meta_residual_temporal_3:
    name = "residual_temporal_3"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.7393270459244565e-06
    std = 0.000532194718682851
    data = None
    min_val = -0.0026885797269642353
    max_val = 0.0028020297177135944


class Program_weight_tensor_meta_layer_output_1:
    name = "layer_output_1"
    shape = [1, 1569, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002739390317248275
    std = 0.02577161887767584
    data = None
    min_val = -0.13056878745555878
    max_val = 0.12148387730121613
