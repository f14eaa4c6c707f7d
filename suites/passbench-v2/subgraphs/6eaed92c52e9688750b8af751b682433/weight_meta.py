class Program_weight_tensor_meta_input_14:
    name = "input_14"
    shape = [1, 28, 28, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.7202877420698927
    std = 0.14748886249459559
    data = None
    min_val = -1.2323483228683472
    max_val = -0.1856764256954193
