class Program_weight_tensor_meta_attention_probs_2:
    name = "attention_probs_2"
    shape = [1, 12, 257, 257]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0038910505818838645
    std = 3.8963134826198796e-05
    data = None
    min_val = 0.0037015818525105715
    max_val = 0.004086237866431475


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 12, 257, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002752964232026819
    std = 0.10004311709432791
    data = None
    min_val = -0.46629607677459717
    max_val = 0.47555336356163025
