class Program_weight_tensor_meta_hidden_states_31:
    name = "hidden_states_31"
    shape = [196, 8, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3432093843549157e-05
    std = 0.004845191272841747
    data = None
    min_val = -0.021251842379570007
    max_val = 0.02161049097776413
