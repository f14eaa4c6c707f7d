class Program_weight_tensor_meta_hidden_states_40:
    name = "hidden_states_40"
    shape = [1, 24, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.090267554363137e-07
    std = 1.0786003869577198e-05
    data = None
    min_val = -4.7884066589176655e-05
    max_val = 5.606176273431629e-05
