class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 1, 3136, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.020408163257305902
    std = 9.32073845678913e-06
    data = None
    min_val = 0.020360903814435005
    max_val = 0.02044983021914959


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 1, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00016892047173017516
    std = 0.022800139864116015
    data = None
    min_val = -0.06939549744129181
    max_val = 0.07417790591716766
