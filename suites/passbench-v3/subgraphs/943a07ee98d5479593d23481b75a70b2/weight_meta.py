class Program_weight_tensor_meta_input_18:
    name = "input_18"
    shape = [1, 704, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.0349449086413807e-09
    std = 8.016523926034365e-08
    data = None
    min_val = -5.496156632034399e-07
    max_val = 1.1033752116418327e-06
