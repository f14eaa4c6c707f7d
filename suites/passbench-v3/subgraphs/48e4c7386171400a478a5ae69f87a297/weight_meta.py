class Program_weight_tensor_meta_output_162:
    name = "output_162"
    shape = [128, 1, 4096]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00019979586448907972
    std = 0.12810285064525928
    data = None
    min_val = -0.5946007370948792
    max_val = 0.5952302813529968
