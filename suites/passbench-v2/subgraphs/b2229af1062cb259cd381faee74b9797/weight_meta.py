class Program_weight_tensor_meta_attn_121:
    name = "attn_121"
    shape = [1, 32, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.003248234515561761
    std = 0.021657809712170586
    data = None
    min_val = -0.05394791066646576
    max_val = 0.029866958037018776


class Program_weight_tensor_meta_relative_position_bias_68:
    name = "relative_position_bias_68"
    shape = [1, 32, 49, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.08397819430522523
    std = 0.3190426836596364
    data = None
    min_val = -1.1917152404785156
    max_val = 1.2675637006759644
