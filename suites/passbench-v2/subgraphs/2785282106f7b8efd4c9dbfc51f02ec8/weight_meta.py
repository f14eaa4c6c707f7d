class Program_weight_tensor_meta_view_20:
    name = "view_20"
    shape = [1, 196, 5, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.2308034166012105e-05
    std = 0.050440194430814045
    data = None
    min_val = -0.20957724750041962
    max_val = 0.2050713449716568


class Program_weight_tensor_meta_layer_norm_17:
    name = "layer_norm_17"
    shape = [1, 196, 160]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.21484656817439e-10
    std = 1.0000109065902263
    data = None
    min_val = -3.890516996383667
    max_val = 3.8479130268096924
