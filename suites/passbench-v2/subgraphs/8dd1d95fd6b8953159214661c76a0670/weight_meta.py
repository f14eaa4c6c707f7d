class Program_weight_tensor_meta_linear_24:
    name = "linear_24"
    shape = [8, 197, 2304]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.103928303999405e-05
    std = 0.11094832349763664
    data = None
    min_val = -0.5619713664054871
    max_val = 0.5736027956008911
