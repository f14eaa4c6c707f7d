class Program_weight_tensor_meta_linear_14:
    name = "linear_14"
    shape = [196, 8, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.828731699652208e-05
    std = 0.11066567367694016
    data = None
    min_val = -0.5442863702774048
    max_val = 0.5234857201576233
