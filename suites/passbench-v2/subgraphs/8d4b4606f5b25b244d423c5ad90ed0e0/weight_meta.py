class Program_weight_tensor_meta_attn_33:
    name = "attn_33"
    shape = [4, 16, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007627945309474623
    std = 0.009456289084852736
    data = None
    min_val = -0.009611041285097599
    max_val = 0.016768550500273705


class Program_weight_tensor_meta_relative_position_bias_20:
    name = "relative_position_bias_20"
    shape = [1, 16, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.32323885812924114
    std = 0.2607208745101695
    data = None
    min_val = -1.397740125656128
    max_val = 0.5038378238677979
