class Program_weight_tensor_meta_input_4:
    name = "input_4"
    shape = [1, 256, 14, 14]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.0602204749454303e-11
    std = 0.999198011290985
    data = None
    min_val = -4.227646827697754
    max_val = 4.595869064331055
