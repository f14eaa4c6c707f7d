class Program_weight_tensor_meta_attention_1:
    name = "attention_1"
    shape = [1, 4, 196, 196]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005102040711790323
    std = 0.0
    data = None
    min_val = 0.005102040711790323
    max_val = 0.005102040711790323


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [1, 4, 196, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.256872022074431e-11
    std = 7.089261840406158e-09
    data = None
    min_val = -3.228381117992285e-08
    max_val = 2.8880711155920835e-08
