class Program_weight_tensor_meta_transpose_27:
    name = "transpose_27"
    shape = [1, 2, 2, 7, 7, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1915608333734769e-11
    std = 0.9995912030917619
    data = None
    min_val = -4.807576656341553
    max_val = 4.756535053253174
