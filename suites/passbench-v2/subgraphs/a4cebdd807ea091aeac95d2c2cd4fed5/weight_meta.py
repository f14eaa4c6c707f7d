class Program_weight_tensor_meta_float_1:
    name = "float_1"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.992744343894232e-05
    std = 0.032903872841047545
    data = None
    min_val = -0.14857810735702515
    max_val = 0.14773131906986237


class Program_weight_tensor_meta_scores:
    name = "scores"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.992744343894232e-05
    std = 0.032903872841047545
    data = None
    min_val = -0.14857810735702515
    max_val = 0.14773131906986237
